import styled from 'styled-components';

const Box = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.s};
  min-height: ${(p) => p.theme.base.touchTarget};
  cursor: pointer;
  input { width: 22px; height: 22px; margin: 0; accent-color: ${(p) => p.theme.colors.primary}; }
`;

/** A checkbox inside its label, so the whole 44 px row is the touch target. */
export function Checkbox({ name, label, checked, onChange }: { name: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Box>
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </Box>
  );
}
