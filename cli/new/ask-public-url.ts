import { createInterface } from 'node:readline/promises';
import type { CliInput, CliOutput } from '../process';

/**
 * Asks for the address dist/ will be published at, on a terminal. Resolves to the answer, trimmed
 * (empty when the user gave none or closed the input).
 */
export async function askPublicUrl(input: CliInput, output: CliOutput): Promise<string> {
  const lines = createInterface({ input, output: output as NodeJS.WritableStream, terminal: false });
  try {
    output.write('Where will the players be published (publicUrl, e.g. https://embed.example.com)? ');
    const answer = await Promise.race([lines.question(''), new Promise<string>((resolve) => lines.once('close', () => resolve('')))]);
    return answer.trim();
  } finally {
    lines.close();
  }
}
