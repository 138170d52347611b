// A worker that makes the app's first Intl objects, so that the page's own are quick. Chromium
// loads the ICU data behind Intl once per process: the first Intl.NumberFormat, DateTimeFormat or
// DisplayNames of a page takes some 20 to 80 ms here, in whichever thread asks first. Asked here
// first, that time is spent beside the page rather than in the middle of its first render, where
// it was the longest task of the start (ADR 0008). The page does not wait for this worker.
for (const locale of ['en-GB', 'de-DE']) {
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1234.5);
  new Intl.PluralRules(locale).select(2);
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(0);
  new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of('DE');
  new Intl.Collator(locale).compare('a', 'b');
}
close();
