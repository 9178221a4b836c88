import { expect, it } from 'vitest';
import { renderMailbox } from './dev-mailbox.routes';

it('escapes what mail carries and makes its links clickable', () => {
  const html = renderMailbox([
    {
      id: 1,
      to: '<script>@example.com',
      subject: 'Reset <b>now</b>',
      text: 'Open http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password&x=<y> today',
      html: null,
      links: [],
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ]);
  expect(html).not.toContain('<script>');
  expect(html).toContain('&lt;script&gt;@example.com');
  expect(html).toContain('Reset &lt;b&gt;now&lt;/b&gt;');
  expect(html).toContain(
    '<a href="http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password&amp;x=">http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password&amp;x=</a>&lt;y&gt; today',
  );
  expect(html).toContain('2026-11-21 10:00:00 UTC');
});

it('says when there is no mail', () => {
  expect(renderMailbox([])).toContain('No mail yet.');
});
