// The landing's stylesheet, rendered as one <style> inside the page so the prerendered HTML
// carries it (no extra request before the first paint). Every rule is scoped under .lp.
// Colours are antd tokens (lib/design-tokens.ts); the shell puts data-theme on <html>.
import { ILLUSTRATION_CSS } from '../../components/illustration-styles';
import { DARK, LIGHT, ROLES, declarations } from '../../lib/design-tokens';

const css = String.raw;

export const LANDING_CSS = css`
.lp{${declarations(LIGHT)};${declarations(ROLES.light)};--lp-paper:var(--lp-surface);--lp-art-main:var(--lp-primary);--lp-art-soft:var(--lp-primary-border);
  background:var(--lp-bg);color:var(--lp-text);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;line-height:1.6;min-height:100vh;-webkit-text-size-adjust:100%;text-size-adjust:100%}
html[data-theme='dark'] .lp{${declarations(DARK)};${declarations(ROLES.dark)};--lp-paper:var(--lp-border-2);--lp-art-main:var(--lp-primary-hover);--lp-art-soft:var(--lp-primary);color-scheme:dark}
.lp *,.lp *::before,.lp *::after{box-sizing:border-box}
.lp :where(h1,h2,h3,p,ul,ol){margin:0}
.lp :where(ul,ol){list-style:none;padding:0}
.lp :where(a){color:inherit}
.lp :where(svg){flex:none}
.lp :focus-visible{outline:3px solid var(--lp-focus);outline-offset:2px;border-radius:4px}
.lp [tabindex='-1']:focus{outline:none}
.lp-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.lp-wrap{width:100%;max-width:1160px;margin:0 auto;padding:0 20px}
.lp-skip{position:absolute;left:12px;top:-60px;z-index:40;background:var(--lp-primary);color:var(--lp-on-primary);padding:10px 16px;border-radius:var(--lp-radius);font-weight:600;text-decoration:none}
.lp-skip:focus{top:12px}

.lp-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:0 16px;border:1px solid transparent;border-radius:var(--lp-radius);font:inherit;font-size:15px;font-weight:600;line-height:1.2;text-decoration:none;white-space:nowrap;cursor:pointer;transition:background-color .2s,border-color .2s,color .2s}
.lp-btn-primary{background:var(--lp-primary);color:var(--lp-on-primary)}
.lp-btn-primary:hover{background:var(--lp-primary-hover)}
.lp-btn-primary:active{background:var(--lp-primary-active)}
.lp-btn-default{background:var(--lp-bg);border-color:var(--lp-border);color:var(--lp-text)}
.lp-btn-default:hover{border-color:var(--lp-accent-text);color:var(--lp-accent-text)}
.lp-btn-lg{min-height:50px;padding:0 24px;font-size:16px}

.lp-header{position:relative;z-index:30;background:var(--lp-bg);border-bottom:1px solid var(--lp-border-2)}
.lp-bar{display:flex;align-items:center;gap:12px;height:64px}
.lp-logo{display:flex;align-items:center;min-height:44px;text-decoration:none}
.lp-logo-text{fill:var(--lp-text)}
.lp-logo-accent{fill:var(--lp-accent-text)}
.lp-nav{display:none;margin-left:16px}
.lp-nav>ul{display:flex;gap:4px}
.lp-nav-item{position:relative}
.lp-nav-link{display:inline-flex;align-items:center;gap:4px;min-height:44px;padding:0 12px;border-radius:var(--lp-radius);color:var(--lp-text-2);font-weight:500;text-decoration:none}
.lp-nav-link:hover,.lp-nav-item:has(:focus-visible)>.lp-nav-link{color:var(--lp-text);background:var(--lp-fill)}
.lp-nav-link svg{transition:transform .2s}
.lp-nav-item:hover .lp-nav-link svg,.lp-nav-item:has(:focus-visible) .lp-nav-link svg{transform:rotate(180deg)}
/* Closed popovers are transparent and ignore the pointer, but stay in the tab order: tabbing
   onto a child shows its popover (hiding them with visibility would drop the focus). */
.lp-popover{position:absolute;top:100%;left:0;padding-top:8px;opacity:0;pointer-events:none;transform:translateY(6px);transition:opacity .15s,transform .15s}
.lp-nav-item:hover>.lp-popover,.lp-nav-item:has(:focus-visible)>.lp-popover{opacity:1;pointer-events:auto;transform:none}
.lp-popover-panel{width:300px;padding:8px;background:var(--lp-surface);border:1px solid var(--lp-border-2);border-radius:12px;box-shadow:0 6px 16px 0 rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05)}
.lp-popover-link{display:flex;flex-direction:column;padding:10px 12px;border-radius:var(--lp-radius);text-decoration:none}
.lp-popover-link:hover{background:var(--lp-fill)}
.lp-popover-label{font-weight:600}
.lp-popover-link:hover .lp-popover-label{color:var(--lp-accent-text)}
.lp-popover-sub{font-size:14px;color:var(--lp-text-2)}
.lp-actions{display:flex;align-items:center;gap:8px;margin-left:auto}
.lp-first{display:none}
.lp-mobile>summary{display:flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:var(--lp-radius);list-style:none;cursor:pointer;color:var(--lp-text)}
.lp-mobile>summary::-webkit-details-marker{display:none}
.lp-mobile>summary:hover{background:var(--lp-fill)}
.lp-when-open,.lp-mobile[open] .lp-when-closed{display:none}
.lp-mobile[open] .lp-when-open{display:flex}
.lp-when-closed{display:flex}
.lp-mobile-panel{position:absolute;left:0;right:0;top:100%;max-height:calc(100vh - 64px);overflow:auto;padding:8px 20px 20px;background:var(--lp-surface);border-bottom:1px solid var(--lp-border-2);box-shadow:0 12px 24px rgba(0,0,0,.12)}
.lp-mobile-link{display:flex;align-items:center;min-height:48px;font-weight:600;text-decoration:none}
.lp-mobile-sub{margin:0 0 8px 4px;padding-left:14px;border-left:2px solid var(--lp-border)}
.lp-mobile-sublink{display:flex;flex-direction:column;justify-content:center;min-height:48px;padding:4px 0;text-decoration:none}
.lp-mobile-actions{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:12px}
@media (min-width:768px){
  .lp-header{position:sticky;top:0}
  .lp-nav{display:block}
  .lp-first{display:inline-flex}
  .lp-mobile{display:none}
}

.lp-hero{padding:40px 0 56px;background:linear-gradient(180deg,var(--lp-bg-alt),var(--lp-bg))}
.lp-hero-grid{display:grid;gap:32px;align-items:center}
.lp-hero h1{font-size:clamp(2.1rem,7vw,3.5rem);line-height:1.1;letter-spacing:-.02em;font-weight:800}
.lp-lead{margin-top:16px;max-width:34em;font-size:1.125rem;color:var(--lp-text-2)}
.lp-cta{display:flex;flex-wrap:wrap;gap:12px;margin-top:28px}
.lp-promises{display:grid;gap:8px;margin-top:28px;color:var(--lp-text-2);font-size:15px}
.lp-promises li{display:flex;align-items:center;gap:10px}
.lp-promises svg,.lp-yes svg{color:var(--lp-accent-text)}
.lp-hero-art svg{display:block;width:100%;max-width:400px;height:auto;margin:0 auto}
@media (max-width:899px){.lp-hero-art svg{max-width:260px}}
@media (min-width:900px){.lp-hero{padding:72px 0}.lp-hero-grid{grid-template-columns:1.15fr .85fr;gap:48px}}

.lp-section{padding:64px 0;scroll-margin-top:0}
@media (min-width:768px){.lp-section{padding:72px 0;scroll-margin-top:64px}}
.lp-section-alt{background:var(--lp-bg-alt)}
.lp-eyebrow{font-size:14px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--lp-accent-text)}
.lp-section h2{margin-top:6px;font-size:clamp(1.75rem,4.5vw,2.5rem);line-height:1.2;letter-spacing:-.01em}
.lp-section-intro{margin-top:12px;max-width:42em;font-size:1.0625rem;color:var(--lp-text-2)}

.lp-points{display:grid;gap:20px;margin-top:36px}
@media (min-width:768px){.lp-points{grid-template-columns:repeat(3,1fr);gap:28px}}
.lp-point{padding:24px;border:1px solid var(--lp-border-2);border-radius:12px;background:var(--lp-surface)}
.lp-point-n{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:50%;background:var(--lp-primary);color:var(--lp-on-primary);font-weight:700}
.lp-point h3{margin-top:14px;font-size:1.125rem}
.lp-point p{margin-top:6px;color:var(--lp-text-2)}

.lp-grid{display:grid;gap:20px;margin-top:36px;grid-template-columns:repeat(auto-fill,minmax(min(100%,300px),1fr))}
.lp-card{display:flex;flex-direction:column;overflow:hidden;background:var(--lp-surface);border:1px solid var(--lp-border-2);border-radius:12px}
.lp-card-art{display:flex;justify-content:center;padding:18px 16px;background:var(--lp-fill);background:color-mix(in srgb,var(--lp-primary) 7%,var(--lp-surface))}
.lp-card-body{padding:18px 20px 22px}
.lp-card h3{display:flex;align-items:center;justify-content:space-between;gap:8px;font-size:1.125rem;line-height:1.3}
.lp-card p{margin-top:8px;font-size:15px;color:var(--lp-text-2)}
.lp-badge{flex:none;padding:2px 10px;border-radius:999px;font-size:12px;font-weight:700;letter-spacing:.02em}
.lp-badge-free{background:var(--lp-fill-2);color:var(--lp-text)}
.lp-badge-premium{background:var(--lp-primary);color:var(--lp-on-primary)}
${ILLUSTRATION_CSS}

.lp-plans{display:grid;gap:24px;max-width:920px;margin:36px auto 0}
@media (min-width:768px){.lp-plans{grid-template-columns:1fr 1fr}}
.lp-plan{position:relative;display:flex;flex-direction:column;gap:14px;padding:28px 24px;background:var(--lp-surface);border:1px solid var(--lp-border);border-radius:16px;scroll-margin-top:80px}
.lp-plan-premium{border:2px solid var(--lp-primary)}
.lp-plan-flag{position:absolute;top:-14px;right:20px;padding:2px 12px;border-radius:999px;background:var(--lp-primary);color:var(--lp-on-primary);font-size:13px;font-weight:700}
.lp-plan h3{font-size:1.375rem}
.lp-plan-price strong{font-size:2.5rem;line-height:1;font-weight:800;letter-spacing:-.02em}
.lp-plan-price span{margin-left:2px;font-size:1rem;color:var(--lp-text-2)}
.lp-plan-pitch{color:var(--lp-text-2)}
.lp-plan-list{display:grid;gap:2px;flex:1;padding:14px 0;border-top:1px solid var(--lp-border-2)}
.lp-plan-list li{display:flex;align-items:flex-start;gap:10px;padding:5px 0}
.lp-plan-list svg{margin-top:2px}
.lp-no{color:var(--lp-text-2)}
.lp-no>span{text-decoration:line-through;text-decoration-color:var(--lp-border)}
.lp-plan-note{color:var(--lp-text-2)}
.lp-plans-foot{max-width:920px;margin:20px auto 0;text-align:center;font-size:15px;color:var(--lp-text-2)}

.lp-privacy{padding-top:0}
.lp-privacy h2{font-size:1.375rem}
.lp-privacy-list{display:grid;gap:10px;max-width:56em;margin-top:16px;color:var(--lp-text-2);font-size:15px}
.lp-privacy-list strong{color:var(--lp-text)}
.lp-privacy-list a{color:var(--lp-accent-text);font-weight:600;text-decoration:underline;overflow-wrap:anywhere}

.lp-footer{padding:48px 0 28px;background:var(--lp-bg-alt);border-top:1px solid var(--lp-border-2)}
.lp-footer-cols{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:28px 20px}
.lp-footer-contact{grid-column:1/-1}
@media (min-width:768px){.lp-footer-cols{grid-template-columns:repeat(4,minmax(0,1fr))}.lp-footer-contact{grid-column:auto}}
.lp-footer h2{margin-bottom:8px;font-size:1rem;font-weight:700}
.lp-footer-cols a{display:inline-flex;align-items:center;gap:8px;min-height:40px;color:var(--lp-text-2);text-decoration:none;overflow-wrap:anywhere}
.lp-footer-cols a:hover{color:var(--lp-text);text-decoration:underline}
.lp-footer-mail{word-break:break-word}
.lp-footer-bottom{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:16px;margin-top:36px;padding-top:24px;border-top:1px solid var(--lp-border-2);font-size:14px;color:var(--lp-text-2)}
.lp-footer-brand{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}
.lp-footer-company{flex-basis:100%;font-style:normal;font-size:13px;line-height:1.5;overflow-wrap:anywhere}
.lp-social{display:flex;gap:8px}
.lp-social a{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:50%;background:var(--lp-fill-2);color:var(--lp-text);transition:background-color .2s}
.lp-social a:hover{background:var(--lp-primary);color:var(--lp-on-primary)}
@media (prefers-reduced-motion:reduce){.lp *{transition:none!important}}
`;
