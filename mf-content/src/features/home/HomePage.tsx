import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'shared/router';
import { AdSlot, errorMessage, usePageMeta } from 'shared';
import { HOME_ARTICLE_LISTS, type HomeListKey } from 'contracts';
import { ArticleGrid, articleListQuery } from '../articles/index.ts';
import './home.css';

export const HERO_TITLE = 'Master AI Tools: Your Path to AI Creativity';

interface HomeSection {
  /** Its list of articles (the contracts' HOME_ARTICLE_LISTS, which the server's loader reads too). */
  key: HomeListKey;
  title: string;
  /** Its index page ("See all"); none for Featured, whose articles come from every section. */
  to?: string;
  /** The in-feed ad after this section (docs/product/content.md#home: two in-feed slots). */
  adAfter?: 'ad1' | 'ad2';
}

const SECTIONS: HomeSection[] = [
  { key: 'featured', title: 'Featured Articles', adAfter: 'ad1' },
  { key: 'tutorials', title: 'Tutorials', to: '/tutorials', adAfter: 'ad2' },
  { key: 'blog', title: 'Blog', to: '/blog' },
  { key: 'earning-ideas', title: 'Earning Ideas', to: '/earning-ideas' },
];

function homeSectionQuery(section: HomeSection) {
  return articleListQuery(HOME_ARTICLE_LISTS[section.key]);
}

/** The queries of the home page's first view. */
export function homeSectionQueries() {
  return SECTIONS.map(homeSectionQuery);
}

/** The first featured card is on screen with the hero on a phone: its thumbnail loads first. */
const EAGER_CARDS = 1;

function HomeArticles({ section, first }: { section: HomeSection; first: boolean }) {
  const query = useQuery(homeSectionQuery(section));
  const articles = query.data?.results ?? null;
  const error = query.isError ? errorMessage(query.error) : null;
  return (
    <section className="home-section" aria-labelledby={`home-${section.key}`}>
      <div className="home-section__head">
        <h2 id={`home-${section.key}`}>{section.title}</h2>
        {section.to && <Link to={section.to}>See all</Link>}
      </div>
      {error ? (
        <p role="alert" className="home-section__error">
          Could not load {section.title.toLowerCase()}: {error}
        </p>
      ) : (
        <ArticleGrid articles={articles ?? []} loading={articles === null} eagerCount={first ? EAGER_CARDS : 0} />
      )}
    </section>
  );
}

export function HomePage() {
  usePageMeta(
    '',
    'Learn ComfyUI, Stable Diffusion, Flux, Wan and Qwen Image with step-by-step tutorials, ready-made workflows and real ways to earn with AI.',
  );
  return (
    <>
      <section className="hero">
        <div className="hero__text">
          <h1>{HERO_TITLE}</h1>
          <p>
            Step-by-step tutorials for ComfyUI, Stable Diffusion, Flux and Wan, ready-to-run workflows, and honest ways to turn your AI
            images and videos into income.
          </p>
          <div className="hero__actions">
            <Link to="/ai-roadmap" className="button-link">
              Start the AI Roadmap
            </Link>
            <Link to="/workflows" className="hero__secondary">
              Browse workflows
            </Link>
          </div>
        </div>
        <svg className="hero__art" viewBox="0 0 360 240" aria-hidden="true">
          <rect x="10" y="30" width="110" height="70" rx="12" fill="#fff" stroke="#0b4f4a" strokeWidth="3" />
          <rect x="10" y="140" width="110" height="70" rx="12" fill="#fff" stroke="#0b4f4a" strokeWidth="3" />
          <rect x="230" y="85" width="120" height="80" rx="12" fill="#0b4f4a" />
          <path d="M120 65 C180 65 170 110 230 115 M120 175 C180 175 170 135 230 135" stroke="#2e9e6b" strokeWidth="4" fill="none" />
          <circle cx="120" cy="65" r="6" fill="#2e9e6b" />
          <circle cx="120" cy="175" r="6" fill="#2e9e6b" />
          <circle cx="230" cy="115" r="6" fill="#c8f0d8" />
          <circle cx="230" cy="135" r="6" fill="#c8f0d8" />
          <rect x="25" y="50" width="70" height="8" rx="4" fill="#c8f0d8" />
          <rect x="25" y="68" width="50" height="8" rx="4" fill="#e8f8ee" />
          <rect x="25" y="160" width="70" height="8" rx="4" fill="#c8f0d8" />
          <rect x="25" y="178" width="40" height="8" rx="4" fill="#e8f8ee" />
          <rect x="248" y="103" width="84" height="44" rx="6" fill="#2e9e6b" />
          <path d="M262 140 l18 -22 l14 14 l10 -10 l18 18z" fill="#c8f0d8" />
        </svg>
      </section>
      <AdSlot type="display" name="horizontal" />
      {SECTIONS.map((section, index) => (
        <Fragment key={section.key}>
          <HomeArticles section={section} first={index === 0} />
          {section.adAfter && <AdSlot type="inFeed" name={section.adAfter} />}
        </Fragment>
      ))}
      <AdSlot type="multiplex" name="horizontal" />
    </>
  );
}
