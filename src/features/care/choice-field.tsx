import { SelectField } from '../../components/field';

/**
 * A select of one value out of `options`, or any (`anyLabel`, null). Only listed values come back,
 * so a filter never holds something the queue does not have.
 */
export function ChoiceField<T extends string>({
  label,
  anyLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T | null) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) =>
        onChange(options.find((option) => option.value === event.target.value)?.value ?? null)
      }
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
