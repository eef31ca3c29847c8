// What the catalogue's pages use of the ComfyUI check: the button that opens its panel (a lazy chunk).
export { ComfyCheckButton } from './ComfyCheckButton.tsx';
