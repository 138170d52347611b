import { describe, expect, it } from 'vitest';
import { certificateAppLink, publicPageUrl, shareUrl } from './share.ts';

describe('shareUrl', () => {
  const image = 'https://cdn.example.com/files/1/facebook.jpg?v=1&x=ä';

  it('encodes the shared address for each network', () => {
    const encoded = encodeURIComponent(image);
    expect(shareUrl('facebook', image, '')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(shareUrl('linkedin', image, '')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    expect(shareUrl('twitter', image, 'A & B: 5 kg')).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=A%20%26%20B%3A%205%20kg`,
    );
  });
});

describe('certificateAppLink', () => {
  it('points at the certificate page of this app', () => {
    expect(certificateAppLink('3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f', 'https://desk.example')).toBe(
      'https://desk.example/certificates/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
    );
  });
});

describe('publicPageUrl', () => {
  it('puts the page on the public origin when there is one, else on its own', () => {
    const path = '/certificates/correlation/DEMO%20A';
    expect(publicPageUrl(path, 'https://desk.example.com', 'http://localhost:4173')).toBe(
      'https://desk.example.com/certificates/correlation/DEMO%20A',
    );
    expect(publicPageUrl(path, undefined, 'http://localhost:4173')).toBe(
      'http://localhost:4173/certificates/correlation/DEMO%20A',
    );
  });
});
