// The light entry of shared results: what a screen's first load uses, without the gallery's and the
// share dialog's code (antd). The feature's one stylesheet comes with it: the grid's cards draw the
// cover, and the write-up's gallery, rendered by the server from a chunk of its own, needs its styles
// in the screen's first CSS (the server inlines an exposed screen's synchronous stylesheets only).
import './results.css';

export { ResultCover } from './ResultCover.tsx';
