// The console's navigation: the groups of navigation.ts as lists of links, the current screen's marked
// (aria-current). The same list is the sidebar on wide screens and the menu drawer's content on narrow ones.
import { Link, useLocation } from 'react-router';
import { isCurrent, visibleNavigation } from './navigation.ts';

export function Sidebar({ capabilities, onNavigate }: { capabilities: readonly string[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Console" className="console-nav">
      {visibleNavigation(capabilities).map((group) => {
        const id = `console-nav-${group.title.toLowerCase()}`;
        return (
          <div key={group.title} className="console-nav-group">
            <p id={id} className="console-nav-title">
              {group.title}
            </p>
            <ul aria-labelledby={id}>
              {group.items.map((item) => (
                <li key={item.to}>
                  {item.external ? (
                    <a href={item.to} target="_blank" rel="noopener">
                      {item.label} <span className="console-visually-hidden">(opens in a new tab)</span>
                      <span aria-hidden="true">↗</span>
                    </a>
                  ) : (
                    <Link to={item.to} aria-current={isCurrent(item, pathname) ? 'page' : undefined} onClick={onNavigate}>
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
