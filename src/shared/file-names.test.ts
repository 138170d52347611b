import { describe, expect, it } from 'vitest';
import { certificateFileName, contentDisposition } from './file-names.ts';

describe('certificateFileName', () => {
  it('names the file by its kind in the reader’s words and the record’s name', () => {
    expect(certificateFileName('Emissionszertifikat', 'Sustainability Summit Berlin', 'pdf')).toBe(
      'Emissionszertifikat – Sustainability Summit Berlin.pdf',
    );
    expect(certificateFileName('Certificat d’émissions', 'Séjour à Zürich', 'twitter')).toBe(
      'Certificat d’émissions – Séjour à Zürich – X.jpg',
    );
    expect(certificateFileName('Emission certificate', 'Berlin', 'qr')).toBe(
      'Emission certificate – Berlin – QR.png',
    );
  });

  it('leaves the name out where the record has none', () => {
    expect(certificateFileName('Emission certificate', undefined, 'pdf')).toBe(
      'Emission certificate.pdf',
    );
    expect(certificateFileName('Emission certificate', ' / ?', 'linkedin')).toBe(
      'Emission certificate – LinkedIn.jpg',
    );
  });

  it('holds no path separator, control character, quote or direction control', () => {
    const name = certificateFileName(
      'Emission certificate',
      '../..\\etc/passwd\u0000\r\n"O\'Brien"\u202e <Gala>: a|b*?',
      'pdf',
    );
    expect(name).toBe('Emission certificate – etc passwd O’Brien Gala a b.pdf');
    // eslint-disable-next-line no-control-regex -- control characters are what must not be there
    expect(name).not.toMatch(/[\u0000-\u001f"\\/]/);
  });

  it('drops half a surrogate pair, which has no UTF-8 to name the file in, and keeps whole ones', () => {
    const name = certificateFileName('Emission certificate', 'Gala \ud800 2026 \udfff 🌍', 'pdf');
    expect(name).toBe('Emission certificate – Gala 2026 🌍.pdf');
    expect(() => contentDisposition('inline', name)).not.toThrow();
  });

  it('cuts a long name and never starts with a dot', () => {
    const name = certificateFileName('Emission certificate', `.${'x'.repeat(500)}`, 'pdf');
    expect(name.length).toBeLessThan(120);
    expect(name).toMatch(/^Emission certificate – x+….pdf$/);
  });
});

describe('contentDisposition', () => {
  it('names the file in UTF-8 with an ASCII fallback', () => {
    const name = 'Emissionszertifikat – Café (Zürich) d’été.pdf';
    expect(contentDisposition('inline', name)).toBe(
      `inline; filename="Emissionszertifikat - Cafe (Zurich) d'ete.pdf"; ` +
        `filename*=UTF-8''Emissionszertifikat%20%E2%80%93%20Caf%C3%A9%20%28Z%C3%BCrich%29%20d%E2%80%99%C3%A9t%C3%A9.pdf`,
    );
    expect(decodeURIComponent(contentDisposition('inline', name).split("''")[1] ?? '')).toBe(name);
  });

  it('writes other letters as _ in the fallback', () => {
    expect(contentDisposition('attachment', 'Emission certificate – 東京.pdf')).toContain(
      'filename="Emission certificate - __.pdf";',
    );
  });
});
