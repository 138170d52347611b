import { render } from '@testing-library/react';
import { expect, it } from 'vitest';

it('keeps the shell’s title until the page’s own is in the document, then only the page’s', async () => {
  document.head.innerHTML = '<title>Emission Desk</title>';
  // Taken as the app takes it: the module is loaded before React renders anything.
  const { PageTitle } = await import('./PageTitle.tsx');
  const titles = () => [...document.querySelectorAll('title')].map((title) => title.textContent);

  // A page still loading: no title of its own yet.
  const page = render(<p>Loading</p>);
  expect(titles()).toEqual(['Emission Desk']);

  page.rerender(<PageTitle title="Hotel stay" />);
  expect(titles()).toEqual(['Hotel stay · Emission Desk']);
});
