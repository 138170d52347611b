/**
 * What the stand-in services of the tests share: reading a request's body and credentials, and the
 * certificate files they serve (a one-page PDF naming the record, a plain JPEG per network).
 */
import type { IncomingMessage } from 'node:http';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Whether the request carries every one of the credential headers, exactly. */
export function hasCredentials(
  request: IncomingMessage,
  credentials: Readonly<Record<string, string>>,
): boolean {
  return Object.entries(credentials).every(([name, value]) => request.headers[name] === value);
}

export type Network = 'facebook' | 'twitter' | 'linkedin';

const IMAGE_SIZES: Record<Network, { width: number; height: number }> = {
  facebook: { width: 1200, height: 630 },
  twitter: { width: 1200, height: 675 },
  linkedin: { width: 1200, height: 627 },
};

/**
 * The files of a service, made once on first use: a one-page PDF per certificate with the name
 * `nameOf` gives it, and a JPEG per network in the service's own colour.
 */
export function fileMaker(
  nameOf: (id: string) => string,
  backgrounds: Readonly<Record<Network, string>>,
) {
  const made = new Map<string, Promise<Buffer>>();
  const make = (key: string, build: () => Promise<Buffer>) => {
    const existing = made.get(key);
    if (existing) return existing;
    const building = build();
    made.set(key, building);
    return building;
  };
  return {
    pdf: (id: string) =>
      make(`${id}.pdf`, async () => {
        const document = await PDFDocument.create();
        const font = await document.embedFont(StandardFonts.Helvetica);
        const sheet = document.addPage([595, 842]);
        sheet.drawText(nameOf(id), { x: 60, y: 760, size: 20, font });
        return Buffer.from(await document.save());
      }),
    jpeg: (network: Network) =>
      make(network, () => {
        const { width, height } = IMAGE_SIZES[network];
        return sharp({ create: { width, height, channels: 3, background: backgrounds[network] } })
          .jpeg({ quality: 70 })
          .toBuffer();
      }),
  };
}

export type FileMaker = ReturnType<typeof fileMaker>;
