import { useRef, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon, Logo } from '../../../components/illustrations';
import { LOGIN_PATH, NAV_ITEMS, SIGNUP_PATH } from '../nav-items';

/**
 * Top bar of SPEC §2 "Public". Everything works from HTML and CSS alone, because visitors get
 * this page prerendered, before (and without) any JavaScript: the popovers open on :hover and
 * on keyboard focus (:has(:focus-visible), so a mouse click does not leave one stuck open),
 * the small-screen menu is a <details> disclosure. When React renders it (a
 * signed-in user on "/"), choosing an entry also closes the menu.
 */
export function TopBar() {
  const menu = useRef<HTMLDetailsElement>(null);
  const closeMenu = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a') && menu.current) menu.current.open = false;
  };

  return (
    <header className="lp-header">
      <div className="lp-wrap lp-bar">
        <Link to="/" className="lp-logo" aria-label="SemMultas — página inicial">
          <Logo />
        </Link>

        <nav className="lp-nav" aria-label="Seções da página">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.label} className="lp-nav-item">
                <a className="lp-nav-link" href={item.href}>
                  {item.label}
                  {item.children ? <Icon name="chevron" size={16} /> : null}
                </a>
                {item.children ? (
                  <div className="lp-popover">
                    <ul className="lp-popover-panel" aria-label={item.label}>
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <a href={child.href} className="lp-popover-link">
                            <span className="lp-popover-label">{child.label}</span>
                            <span className="lp-popover-sub">{child.subLabel}</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>

        <div className="lp-actions">
          <Link to={SIGNUP_PATH} className="lp-btn lp-btn-default lp-first">
            Primeiro acesso
          </Link>
          <Link to={LOGIN_PATH} className="lp-btn lp-btn-primary">
            Login
          </Link>
          <details className="lp-mobile" ref={menu}>
            <summary aria-label="Menu">
              <span className="lp-when-closed">
                <Icon name="menu" size={24} />
              </span>
              <span className="lp-when-open">
                <Icon name="close" size={24} />
              </span>
            </summary>
            <nav className="lp-mobile-panel" aria-label="Menu" onClick={closeMenu}>
              <ul>
                {NAV_ITEMS.map((item) => (
                  <li key={item.label}>
                    <a className="lp-mobile-link" href={item.href}>
                      {item.label}
                    </a>
                    {item.children ? (
                      <ul className="lp-mobile-sub">
                        {item.children.map((child) => (
                          <li key={child.href}>
                            <a href={child.href} className="lp-mobile-sublink">
                              <span>{child.label}</span>
                              <span className="lp-popover-sub">{child.subLabel}</span>
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
              <div className="lp-mobile-actions">
                <Link to={SIGNUP_PATH} className="lp-btn lp-btn-default">
                  Primeiro acesso
                </Link>
                <Link to={LOGIN_PATH} className="lp-btn lp-btn-primary">
                  Login
                </Link>
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
