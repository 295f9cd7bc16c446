import { useEffect, useEffectEvent, useState } from 'react';
import { Icon } from 'shared-ui/icon';
import { TextField } from 'shared-ui/text-field';

const DEBOUNCE_MS = 300;

/**
 * A search that asks once typing pauses, not at every key; Enter asks at once. `value` is the
 * search in force (the URL's), and wins when it changes from elsewhere (the back button).
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  className = '',
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (value: string) => void;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    // Unless it is what was typed: a trailing space must survive the debounce.
    if (value !== text.trim()) setText(value);
  }

  const search = useEffectEvent(onSearch);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => search(wanted), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <TextField
        label={label}
        type="search"
        placeholder={placeholder}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        icon={<Icon name="search" className="h-4 w-4 text-gray-400" />}
      />
    </form>
  );
}
