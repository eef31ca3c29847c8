// The reactions under a comment or reply (docs/product/community.md#reactions): one button per reaction
// of the fixed set with its count, the reader's own choice pressed (aria-pressed). Pressing another
// replaces the reader's choice, pressing theirs again removes it. Visitors see the counts only, as text.
import { COMMENT_REACTIONS, type Reaction } from 'contracts';

export interface ReactionBarProps {
  reactions: Record<Reaction, number>;
  mine: Reaction | null;
  /** Whose comment (the group's label). */
  author: string;
  /** Sets (a reaction) or removes (null) the reader's reaction; absent for visitors. */
  onChoose?: (chosen: Reaction | null) => void;
}

const countLabel = (n: number) => (n === 1 ? '1 reaction' : `${n} reactions`);

export function ReactionBar({ reactions, mine, author, onChoose }: ReactionBarProps) {
  if (!onChoose) {
    const shown = COMMENT_REACTIONS.filter(({ key }) => reactions[key] > 0);
    if (shown.length === 0) return null;
    return (
      <ul className="reactions reactions--counts" aria-label={`Reactions to ${author}'s comment`}>
        {shown.map(({ key, emoji, label }) => (
          <li key={key} className="reactions__count" aria-label={`${label}: ${countLabel(reactions[key])}`}>
            <span aria-hidden="true">{emoji}</span>
            <span aria-hidden="true">{reactions[key]}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="reactions" role="group" aria-label={`React to ${author}'s comment`}>
      {COMMENT_REACTIONS.map(({ key, emoji, label }) => {
        const pressed = mine === key;
        return (
          <button
            key={key}
            type="button"
            className={`reactions__button${pressed ? ' reactions__button--mine' : ''}`}
            aria-pressed={pressed}
            aria-label={`${label}: ${countLabel(reactions[key])}`}
            title={pressed ? `${label} (yours): press to remove` : label}
            onClick={() => onChoose(pressed ? null : key)}
          >
            <span aria-hidden="true" className="reactions__emoji">
              {emoji}
            </span>
            {reactions[key] > 0 && (
              <span aria-hidden="true" className="reactions__number">
                {reactions[key]}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
