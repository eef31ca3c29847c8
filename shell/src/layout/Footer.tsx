import { Link } from 'shared/router';
import { Icon } from './icons.tsx';
import { FOOTER_LINKS, VIDEO_CHANNEL_URL } from './nav-links.ts';
import { Brand } from './Brand.tsx';
import { chooseConsent } from '../ads/consent.ts';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Brand />
          <p className="footer__tagline">Learn the AI image and video tools, then put them to work.</p>
        </div>
        <nav className="footer__links" aria-label="Footer">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.key} to={link.to}>
              {link.label}
            </Link>
          ))}
          <Link to="/contact">CONTACT</Link>
          <button type="button" className="footer__link-button" onClick={() => chooseConsent('unknown')}>
            AD CHOICES
          </button>
        </nav>
        <a className="footer__social" href={VIDEO_CHANNEL_URL} target="_blank" rel="noopener noreferrer" aria-label="Our YouTube channel">
          <Icon name="youtube" /> YouTube
        </a>
      </div>
      <p className="footer__copy">© {new Date().getFullYear()} AI Creator Hub. All rights reserved.</p>
    </footer>
  );
}
