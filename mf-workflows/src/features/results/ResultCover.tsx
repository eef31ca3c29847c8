// The picture of a workflow's card when members have shared what they made with it: the newest
// approved result's thumbnail (a video's poster frame, marked as a video) in the card's media slot.
import { PathIcon } from 'shared';
import type { ResultCover as Cover } from 'contracts';

/** antd's PlayCircleFilled as a path (no icons package in the grid's first load, decision 0029). */
const PLAY_ICON =
  'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm144.1 454.9L437.7 677.8a8.02 8.02 0 01-12.7-6.5V353.7a8 8 0 0112.7-6.5L656.1 506a7.9 7.9 0 010 12.9z';

export interface ResultCoverProps {
  cover: Cover;
  title: string;
  /** The first row is on screen from the start: the image loads at once, not lazily. */
  eager?: boolean;
}

export function ResultCover({ cover, title, eager = false }: ResultCoverProps) {
  return (
    <span className="result-cover">
      <img
        src={cover.thumbnail_url}
        alt={`${cover.kind === 'video' ? 'A video' : 'An image'} made with ${title} by ${cover.author}`}
        width={cover.width}
        height={cover.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
      {cover.kind === 'video' && <PathIcon d={PLAY_ICON} className="result-cover__play" />}
    </span>
  );
}
