import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { CommentText, splitLinks } from './CommentText.tsx';

describe('CommentText', () => {
  it('turns http(s) URLs into links, leaving sentence punctuation outside', () => {
    expect(splitLinks('See https://example.com/a?b=1. And (http://x.test/y)!')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '. And (' },
      { text: 'http://x.test/y', href: 'http://x.test/y' },
      { text: ')!' },
    ]);
    expect(splitLinks('no links here')).toEqual([{ text: 'no links here' }]);
  });

  it('renders markup as text, keeps line breaks and marks links nofollow ugc noopener', () => {
    const { container } = render(<CommentText text={'<b>bold</b> javascript:alert(1)\nline two https://example.com'} />);
    const p = container.querySelector('p')!;
    expect(p.textContent).toBe('<b>bold</b> javascript:alert(1)\nline two https://example.com');
    expect(p.querySelector('b')).toBeNull();
    const links = p.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.com');
    expect(links[0]!.getAttribute('rel')).toBe('nofollow ugc noopener');
  });
});
