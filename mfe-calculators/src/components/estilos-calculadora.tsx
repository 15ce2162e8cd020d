import { theme } from 'antd';

/**
 * The page's own styles, from the theme's tokens so that dark mode just works, and the print
 * stylesheet: on paper only the result and the memória, black on white, whatever the screen
 * mode (the shell already hides its own chrome, `.sm-chrome`).
 */
export function EstilosCalculadora() {
  const { token } = theme.useToken();
  return (
    <style>{`
      .sm-calc fieldset { border: 0; margin: 0 0 8px; padding: 0; min-width: 0; }
      .sm-calc legend { font-size: ${token.fontSizeLG}px; font-weight: 600; color: ${token.colorTextHeading}; margin-bottom: 12px; padding: 0; border: 0; width: 100%; }
      .sm-calc-secao-descricao { color: ${token.colorTextSecondary}; margin: -4px 0 12px; }
      .sm-calc-item { margin-bottom: 16px; color: ${token.colorText}; }
      .sm-calc-item.sm-calc-item-com-dica { margin-bottom: 0; }
      .sm-calc-rotulo { padding-bottom: ${token.paddingXS}px; line-height: ${token.lineHeight}; }
      .sm-calc-rotulo > label { color: ${token.colorTextHeading}; font-size: ${token.fontSize}px; }
      .sm-calc-erro { color: ${token.colorError}; font-size: ${token.fontSize}px; line-height: ${token.lineHeight}; }
      /* As antd's Form.Item: the message takes the item's margin, so what is below moves only by what it needs beyond it. */
      .sm-calc-item.sm-calc-item-com-erro:not(.sm-calc-item-com-dica) { margin-bottom: 0; }
      .sm-calc-item-com-erro:not(.sm-calc-item-com-dica) .sm-calc-erro { min-height: 16px; }
      .sm-calc-dica { clear: both; min-height: ${token.controlHeightSM}px; margin-bottom: 16px; color: ${token.colorTextDescription};
        font-size: ${token.fontSize}px; line-height: ${token.lineHeight}; }
      .sm-calc-card-titulo { margin: 0; font-size: inherit; font-weight: inherit; color: inherit; white-space: normal; }
      .sm-calc-acoes { display: flex; flex-wrap: wrap; gap: 8px; }
      .sm-calc-principal { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 16px;
        padding: 12px 16px; margin-bottom: 16px; border-radius: ${token.borderRadiusLG}px;
        background: ${token.colorFillAlter}; border: 1px solid ${token.colorBorderSecondary}; border-inline-start: 4px solid ${token.colorPrimary}; }
      .sm-calc-principal-rotulo { color: ${token.colorText}; font-weight: 600; }
      .sm-calc-principal-valor { color: ${token.colorText}; font-size: ${token.fontSizeHeading3}px; font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
      .sm-calc-principal-complemento { flex-basis: 100%; color: ${token.colorTextSecondary}; font-size: ${token.fontSizeSM}px; }
      .sm-calc-numero { font-variant-numeric: tabular-nums; white-space: nowrap; }
      .sm-calc-linha-destaque td { font-weight: 600; }
      .sm-calc-detalhe { display: block; color: ${token.colorTextSecondary}; font-size: ${token.fontSizeSM}px; font-weight: normal; }
      .sm-calc-bloco { margin-bottom: 16px; }
      .sm-calc-notas { margin-top: 24px; color: ${token.colorText}; }
      .sm-calc-link-no-texto { text-decoration: underline; }
      .sm-calc-notas ul { margin: 0; padding-inline-start: 20px; }
      .sm-calc-notas li + li { margin-top: 6px; }
      .sm-calc-segmento { padding: 12px 12px 0; margin-bottom: 12px; border: 1px solid ${token.colorBorderSecondary}; border-radius: ${token.borderRadiusLG}px; background: ${token.colorFillQuaternary}; }
      .sm-calc-segmento-cabeca { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 8px; font-weight: 600; color: ${token.colorText}; }
      .sm-calc-opcoes-verticais { display: flex; flex-direction: column; gap: 6px; align-items: flex-start; }
      .sm-calc-nav { display: flex; flex-wrap: wrap; gap: 0 4px; margin: 0 0 16px; padding: 0; border-bottom: 1px solid ${token.colorBorderSecondary}; list-style: none; }
      .sm-calc-nav a { display: block; padding: 8px 12px; margin-bottom: -1px; color: ${token.colorTextSecondary}; border-bottom: 2px solid transparent; font-weight: 500; white-space: nowrap; }
      .sm-calc-nav a:hover { color: ${token.colorPrimaryText}; }
      .sm-calc-nav a:focus-visible { outline: 2px solid ${token.colorPrimary}; outline-offset: -2px; border-radius: ${token.borderRadiusSM}px; }
      .sm-calc-nav a[aria-current='page'] { color: ${token.colorPrimaryText}; border-bottom-color: ${token.colorPrimary}; }
      .sm-calc-tag { margin-inline-start: 6px; padding: 0 4px; border-radius: 4px; font-size: ${token.fontSizeSM}px;
        font-family: ${token.fontFamilyCode}; color: ${token.colorTextSecondary}; background: ${token.colorFillTertiary}; white-space: nowrap; }
      .sm-calc-subtitulo { font-size: ${token.fontSizeLG}px; font-weight: 600; color: ${token.colorTextHeading}; margin: 24px 0 12px; }
      .sm-calc-memoria { list-style: none; margin: 0; padding: 0; }
      .sm-calc-passo { position: relative; padding: 10px 12px 10px 46px; border: 1px solid ${token.colorBorderSecondary};
        border-radius: ${token.borderRadiusLG}px; background: ${token.colorFillQuaternary}; break-inside: avoid; }
      .sm-calc-passo + .sm-calc-passo { margin-top: 8px; }
      .sm-calc-passo-numero { position: absolute; left: 12px; top: 10px; width: 24px; height: 24px; border-radius: 50%;
        display: flex; align-items: center; justify-content: center; font-size: ${token.fontSizeSM}px; font-weight: 600;
        background: ${token.colorPrimary}; color: ${token.colorTextLightSolid}; }
      .sm-calc-passo-cabeca { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 2px 12px; font-weight: 600; color: ${token.colorText}; }
      .sm-calc-formula { margin-top: 4px; color: ${token.colorText}; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
      .sm-calc-fundamento { margin-top: 4px; color: ${token.colorTextSecondary}; font-size: ${token.fontSizeSM}px; }
      .sm-calc-avisos { margin-bottom: 16px; }
      .sm-calc-so-impressao { display: none; }
      @media (max-width: 575px) {
        .sm-calc-passo { padding-left: 40px; }
        .sm-calc-passo-numero { left: 8px; }
        .sm-calc-acoes > .ant-btn { flex: 1 1 auto; }
        .sm-calc .sm-plain-card-head, .sm-calc .sm-plain-card-body { padding-inline: 12px; }
      }
      @media print {
        @page { margin: 16mm 14mm; }
        html, body, .ant-layout, .ant-layout-content { background: #fff !important; }
        .ant-float-btn, .ant-message, .sm-calc-nao-imprimir, .sm-calc .sm-plain-tabs-nav, .sm-calc-nav { display: none !important; }
        .sm-calc-so-impressao { display: block; }
        .sm-calc-coluna-resultado { flex: 0 0 100% !important; max-width: 100% !important; }
        .sm-calc .sm-plain-card { border: 0 !important; box-shadow: none !important; }
        .sm-calc .sm-plain-card-head, .sm-calc .sm-plain-card-body { padding-inline: 0 !important; }
        .sm-calc-impresso, .sm-calc-impresso * { color: #000 !important; background: transparent !important; border-color: #bbb !important; box-shadow: none !important; }
        .sm-calc-passo-numero { border: 1px solid #000 !important; }
        .sm-calc-impresso tr, .sm-calc-passo { break-inside: avoid; }
      }
    `}</style>
  );
}
