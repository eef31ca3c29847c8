// A small row of buttons that chooses one of a few options (the setup script's shell, how ComfyUI was
// installed), named for screen readers by its label.
import { Radio } from 'antd';

export function ChoiceButtons<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T;
  onChange(value: T): void;
  options: { value: T; label: string }[];
}) {
  return (
    <Radio.Group
      aria-label={label}
      optionType="button"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      options={options}
    />
  );
}
