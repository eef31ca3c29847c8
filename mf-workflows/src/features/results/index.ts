// What other features use of shared results: the gallery under a workflow and the share dialog (a
// run on the member's ComfyUI shares its output through it). The card's picture is in light.ts.
import './results.css';

export { ResultsGallery, SHARED_MESSAGE } from './ResultsGallery.tsx';
export { ShareResultDialog, type ShareDraft } from './ShareResultDialog.tsx';
