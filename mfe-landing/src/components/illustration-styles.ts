// Colours of the illustrations (components/illustrations.tsx), read from CSS variables that
// the landing sets from its token copy and the plan page from antd's live tokens.
export const ILLUSTRATION_CSS = `
.lp-illu .p{fill:var(--lp-paper)}
.lp-illu .s{fill:var(--lp-art-soft)}
.lp-illu .m{fill:var(--lp-art-main)}
.lp-illu .a{fill:var(--lp-warning)}
.lp-illu .f{fill:var(--lp-fill-2)}
.lp-illu .k{stroke:var(--lp-text-2);stroke-width:3;stroke-linecap:round;stroke-linejoin:round}
.lp-illu path.k,.lp-illu .ln,.lp-illu .w{fill:none}
.lp-illu .ln{stroke:var(--lp-art-main);stroke-width:3;stroke-linecap:round;stroke-linejoin:round}
.lp-illu .w{stroke:#fff;stroke-width:4;stroke-linecap:round;stroke-linejoin:round}
`;
