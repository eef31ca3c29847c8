// The navbar's search: the icon opens a box; Enter with non-empty trimmed text goes to /search?q=…;
// Escape, a click elsewhere, or a submit closes it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'shared/router';
import { Icon } from './icons.tsx';
import { afterNextPaint } from './after-next-paint.ts';

export function NavSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The box takes the focus once it has been painted, not as it is inserted (`autoFocus`): focusing
  // lays the whole page out and costs more than the box itself, and in the tap's task it delays the
  // frame that shows the box (decision 0063).
  useEffect(() => (open ? afterNextPaint(() => inputRef.current?.focus()) : undefined), [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (boxRef.current && !boxRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      return;
    }
    if (event.key !== 'Enter') return;
    const query = text.trim();
    if (!query) return;
    setOpen(false);
    setText('');
    navigate(`/search?q=${encodeURIComponent(query)}`);
  };

  return (
    <div className="nav-search" ref={boxRef}>
      {open && (
        <input
          ref={inputRef}
          className="nav-search__input"
          type="search"
          aria-label="Search articles and workflows"
          placeholder="Search tutorials, workflows…"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
      )}
      <button
        type="button"
        className="icon-button"
        aria-label={open ? 'Close search' : 'Open search'}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <Icon name="close" /> : <Icon name="search" />}
      </button>
      {/* Without JavaScript: a plain search form, shown while the button has focus or the pointer is over it (site.css). */}
      <noscript>
        <form className="nav-search__static" action="/search" method="get" role="search">
          <input
            className="nav-search__input nav-search__input--static"
            type="search"
            name="q"
            aria-label="Search articles and workflows"
            maxLength={200}
            required
          />
        </form>
      </noscript>
    </div>
  );
}
