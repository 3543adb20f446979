export async function run(proc: NodeJS.Process): Promise<number> { proc.stdout.write('hello ' + proc.argv.slice(2).join(' ') + '\n'); return 0; }
