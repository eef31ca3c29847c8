// The picture of a workflow's card when members have shared what they made with it: the newest
// approved result's thumbnail (a video's poster frame, marked as a video) in the card's media slot.
import { PlayCircleFilled } from '@ant-design/icons';
import type { ResultCover as Cover } from 'contracts';

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
      {cover.kind === 'video' && <PlayCircleFilled className="result-cover__play" aria-hidden />}
    </span>
  );
}
