/** A zip bomb for the inflate tests (issue 37): `mib` MiB of one letter, deflated raw by Node's zlib, 1 MiB at a time. */
import { createDeflateRaw } from 'node:zlib';

export async function bomb(mib: number): Promise<Uint8Array> {
  const d = createDeflateRaw({ level: 9, memLevel: 9 });
  const out: Buffer[] = [];
  d.on('data', (c: Buffer) => out.push(c));
  const letters = Buffer.alloc(1 << 20, 0x61);
  await new Promise<void>((resolve) => {
    d.on('end', () => resolve());
    let i = 0;
    const pump = () => {
      while (i < mib) {
        i++;
        if (!d.write(letters)) {
          d.once('drain', pump);
          return;
        }
      }
      d.end();
    };
    pump();
  });
  return new Uint8Array(Buffer.concat(out));
}
