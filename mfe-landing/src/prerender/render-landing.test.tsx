/** @jest-environment node */
// react-dom/server, as at build time (webpack.config.cjs runs this in Node).
import { PLACEHOLDERS, renderLanding } from './render-landing';

describe('renderLanding', () => {
  const html = renderLanding();

  it('is the landing page as static HTML, with its own styles and no script', () => {
    expect(html).toContain('<div class="lp"><style>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<h1 id="hero-title">Livre-se das multas tributárias</h1>');
    for (const id of ['section-about', 'section-features', 'section-plans', 'politicas-de-privacidade'])
      expect(html).toContain(`id="${id}"`);
    expect(html).toContain('href="/cadastro"');
    expect(html).toContain('href="/login"');
  });

  it('leaves the contact e-mail and the company as {{config.…}} placeholders for deploy time', () => {
    expect(PLACEHOLDERS.contactEmail).toBe('{{config.contactEmail}}');
    expect(html).toContain('href="mailto:{{config.contactEmail}}"');
    // Issue 21: razão social, CNPJ and address of the deployment.
    expect(html).toContain('{{config.companyLegalName}} · CNPJ {{config.companyCnpj}}<br/>{{config.companyAddress}}');
    const known = new Set(Object.values(PLACEHOLDERS) as string[]);
    expect(html.match(/\{\{config\.(\w+)\}\}/g)?.every((p) => known.has(p))).toBe(true);
  });

  it('leaves the footer year as a {{config.copyrightYear}} placeholder, filled when /config.json is served', () => {
    expect(html).toContain('© {{config.copyrightYear}} SemMultas');
  });

  it('stays small: under 12 KB once compressed', async () => {
    const { gzipSync } = await import('node:zlib');
    expect(gzipSync(html).length).toBeLessThan(12 * 1024);
  });
});
