// docs/product/content.md#ai-roadmap: choosing a level resets the step to the first; choosing a step expands it.
import { useState } from 'react';

export function useRoadmapSelection() {
  const [level, setLevel] = useState(0);
  const [step, setStep] = useState(0);
  return {
    level,
    step,
    chooseLevel: (next: number) => {
      setLevel(next);
      setStep(0);
    },
    chooseStep: setStep,
  };
}
