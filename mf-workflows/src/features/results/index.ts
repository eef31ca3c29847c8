// What other features use of shared results: the gallery under a workflow, the card's picture, and
// the share dialog (a run on the member's ComfyUI shares its output through it).
import './results.css';

export { ResultsGallery, SHARED_MESSAGE } from './ResultsGallery.tsx';
export { ResultCover } from './ResultCover.tsx';
export { ShareResultDialog, type ShareDraft } from './ShareResultDialog.tsx';
