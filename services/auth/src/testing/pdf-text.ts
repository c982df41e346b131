import { spawn } from 'node:child_process';

// pdf-parse (pdf.js) loads its worker with a dynamic import, which Jest's module sandbox refuses; a plain
// Node process reads the file instead.
const extractScript = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  process.stdout.write((await parser.getText()).text);
  await parser.destroy();
});`;

/** The text a reader's PDF viewer would find in `file`, whitespace runs folded to one space. */
export function pdfText(file: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', extractScript], { cwd: __dirname });
    const output: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(output).toString('utf8').replace(/\s+/g, ' '));
      else reject(new Error(`pdf text extraction failed: ${Buffer.concat(errors).toString('utf8')}`));
    });
    child.stdin.end(file);
  });
}
