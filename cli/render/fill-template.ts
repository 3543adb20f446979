import { CliError } from '../errors/cli-error';
import { problem } from '../errors/problem';

/**
 * Fills `{{name}}` placeholders with values that are already escaped for where they go. The
 * template's own line breaks and indentation are dropped first (never the values'), so templates
 * stay readable and the shipped page carries no whitespace bloat. A template line is therefore
 * joined to the next without a space.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>, file: string): string {
  const compact = template
    .split('\n')
    .map((line) => line.trim())
    .join('');
  // A replacer function, because a replacement string would interpret `$&` and friends in values.
  return compact.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new CliError([problem('TEMPLATE_PLACEHOLDER', { file }, { name })]);
    return value;
  });
}
