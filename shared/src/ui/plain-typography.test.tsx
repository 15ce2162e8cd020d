import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider, Typography, theme } from 'antd';
import { PlainLink, PlainParagraph, PlainText, PlainTitle } from './plain-typography';

/** An element as tag, attributes in order and children; the theme's per-provider CSS-variable class made one name. */
function canonical(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attributes = [...node.attributes]
    .map(({ name, value }) => [
      name,
      name === 'class'
        ? value
            .split(/\s+/)
            .map((c) => c.replace(/^css-var-.*/, 'css-var'))
            .sort()
            .join(' ')
        : value,
    ])
    .sort(([a], [b]) => a!.localeCompare(b!))
    .map(([name, value]) => `${name}="${value}"`);
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${[...node.childNodes].map(canonical).join('')}</${node.tagName.toLowerCase()}>`;
}

/** What a component draws, inside the app's kind of ConfigProvider (dark: its tokens). */
function html(element: ReactElement, dark = false): string {
  const { container, unmount } = render(
    <ConfigProvider theme={{ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm }}>{element}</ConfigProvider>,
  );
  const out = [...container.childNodes].map(canonical).join('');
  unmount();
  return out;
}

describe('PlainTitle, PlainParagraph, PlainText, PlainLink (issue 14)', () => {
  it.each([false, true])("draw the same element, classes and content as antd's Typography (dark: %s)", (dark) => {
    const style = { margin: 0, fontSize: 16 };
    expect(
      html(
        <PlainTitle level={2} id="t" style={style} title="Título inteiro">
          Título
        </PlainTitle>,
        dark,
      ),
    ).toBe(
      html(
        <Typography.Title level={2} id="t" style={style} title="Título inteiro">
          Título
        </Typography.Title>,
        dark,
      ),
    );
    expect(
      html(
        <PlainParagraph type="secondary" style={style}>
          Texto
        </PlainParagraph>,
        dark,
      ),
    ).toBe(
      html(
        <Typography.Paragraph type="secondary" style={style}>
          Texto
        </Typography.Paragraph>,
        dark,
      ),
    );
    expect(html(<PlainText strong>Bahia</PlainText>, dark)).toBe(html(<Typography.Text strong>Bahia</Typography.Text>, dark));
    expect(html(<PlainText type="secondary">SEFAZ-BA</PlainText>, dark)).toBe(
      html(<Typography.Text type="secondary">SEFAZ-BA</Typography.Text>, dark),
    );
    expect(
      html(
        <PlainText type="danger" strong style={style} role="alert">
          −R$ 10,00
        </PlainText>,
        dark,
      ),
    ).toBe(
      html(
        <Typography.Text type="danger" strong style={style} role="alert">
          −R$ 10,00
        </Typography.Text>,
        dark,
      ),
    );
    const href = 'https://www.sefaz.ba.gov.br/';
    expect(
      html(
        <PlainLink href={href} target="_blank" style={style}>
          {href}
        </PlainLink>,
        dark,
      ),
    ).toBe(
      html(
        <Typography.Link href={href} target="_blank" style={style}>
          {href}
        </Typography.Link>,
        dark,
      ),
    );
    expect(html(<PlainLink href={href}>SEFAZ-BA</PlainLink>, dark)).toBe(
      html(<Typography.Link href={href}>SEFAZ-BA</Typography.Link>, dark),
    );
  });

  it.each([false, true])("cut with antd's CSS-only ellipsis: the same element, classes and line clamp (dark: %s)", (dark) => {
    const style = { margin: 0, fontSize: 13 };
    expect(
      html(
        <PlainParagraph type="secondary" ellipsis={{ rows: 2 }} style={style}>
          Uma descrição longa
        </PlainParagraph>,
        dark,
      ),
    ).toBe(
      html(
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={style}>
          Uma descrição longa
        </Typography.Paragraph>,
        dark,
      ),
    );
    const href = 'https://www.gov.br/receitafederal/pt-br';
    expect(
      html(
        <PlainLink href={href} target="_blank" rel="noopener noreferrer" ellipsis style={{ maxWidth: 200 }}>
          {href}
        </PlainLink>,
        dark,
      ),
    ).toBe(
      html(
        <Typography.Link href={href} target="_blank" rel="noopener noreferrer" ellipsis style={{ maxWidth: 200 }}>
          {href}
        </Typography.Link>,
        dark,
      ),
    );
  });
});
