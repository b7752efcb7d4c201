// A letter template read as the letter (custom-screens/_shared/LetterTemplate.tsx): paragraphs kept,
// placeholders filled or named by a chip, markup never injected.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LetterTemplate, placeholderLabel } from '../../../custom-screens/_shared/LetterTemplate.js';

const REVISION = '<p>Dear {{recipientName}},</p><p>Thank you for submitting <strong>{{courseTitle}}</strong> for {{ academicYear }}. Please revise.</p>';

describe('LetterTemplate', () => {
  it('keeps the paragraphs, fills the placeholders it has values for and names the others', () => {
    const { container } = render(<LetterTemplate html={REVISION} values={{ courseTitle: 'World History', academicYear: '2025-26' }} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Dear Recipient name,', 'Thank you for submitting World History for 2025-26. Please revise.']);
    expect(container.textContent).not.toContain('{{');
    expect(screen.getByText('World History').tagName).toBe('STRONG');
    expect(screen.getByText('Recipient name').closest('.MuiChip-root')).not.toBeNull();
  });

  it('names an unknown placeholder in words and keeps lists and line breaks', () => {
    const { container } = render(<LetterTemplate html="<p>For {{programName}}:<br>see below</p><ul><li><p>One</p></li><li>Two</li></ul>" />);
    expect(screen.getByText('Program name')).toBeInTheDocument();
    expect(container.querySelector('br')).not.toBeNull();
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['One', 'Two']);
  });

  it('never injects the template’s markup', () => {
    const { container } = render(<LetterTemplate html={'<p>Hi<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">there</a></p>'} />);
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(container.textContent).toBe('Hithere');
  });

  it('labels placeholders as the content screens do', () => {
    expect(placeholderLabel('recipientName')).toBe('Recipient name');
    expect(placeholderLabel('someNewValue')).toBe('Some new value');
  });
});
