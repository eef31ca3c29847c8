// A local ComfyUI answers (or refuses) within milliseconds. Without a delay a button's spinner would
// flash, and antd's loading-icon motion, toggled within a frame, leaves its icon in the button: its
// name stays "loading …" after the call ended (ant-design#23888).
export const SPINNER_DELAY = { delay: 150 };
