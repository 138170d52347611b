import { DEMO_HEADERS, expect, pdfText, test } from './fixtures';

const PARIS_ID = '8a1d2e3f-4b5c-4d6e-8f70-9a1b2c3d4e5f';

test.describe('one rounding rule for a figure', () => {
  test('the certificate page and its PDF show the same figure; the exact one is a tooltip', async ({
    page,
  }) => {
    const answer = await page.request.get(`/sandbox/certificates/${PARIS_ID}`, {
      headers: DEMO_HEADERS,
    });
    const certificate = (await answer.json()) as { emission: number; certificateUrl: string };
    expect(certificate.emission).toBe(16.25);

    await page.goto(`/certificates/${PARIS_ID}`);
    const figure = page.getByTestId('certificate-emission');
    await expect(figure).toHaveText('16.3 kg CO₂e');
    await expect(figure).toHaveAttribute('title', /16\.25 kg CO₂e/);
    // No second, differing figure on the page.
    await expect(page.getByRole('article')).not.toContainText('16.25');

    const text = await pdfText(page.request, certificate.certificateUrl);
    expect(text).toContain('16.3');
    expect(text).not.toContain('16.25');
  });
});
