// How to start ComfyUI so that it answers this site (its --enable-cors-header flag with this page's
// origin), for the three ways people install it.
export interface StartInstruction {
  key: 'portable' | 'desktop' | 'python';
  label: string;
  /** What to do, in words. */
  how: string;
  /** The line to type or paste. */
  line: string;
}

export function startInstructions(origin: string, needsListen: boolean): StartInstruction[] {
  const flag = `--enable-cors-header ${origin}${needsListen ? ' --listen 0.0.0.0' : ''}`;
  return [
    {
      key: 'portable',
      label: 'Windows portable',
      how: 'Open run_nvidia_gpu.bat (or run_cpu.bat) in the ComfyUI_windows_portable folder with Notepad, make its first line read as below, save it and start ComfyUI with it.',
      line: `.\\python_embeded\\python.exe -s ComfyUI\\main.py --windows-standalone-build ${flag}`,
    },
    {
      key: 'desktop',
      label: 'Desktop app',
      how: 'Open Settings → Server-Config, put this origin in "Enable CORS header", then restart the app when it asks.',
      line: origin,
    },
    {
      key: 'python',
      label: 'python main.py',
      how: 'In the ComfyUI folder, with its Python environment active, start it with:',
      line: `python main.py ${flag}`,
    },
  ];
}
