// Rules behind spec §5's editing UI strings: a form's notification ('Emails must be formatted as {email}', 'Add an
// email subject'), renaming a file ('Please enter a file name'), a Vimeo video ('Vimeo Basic accounts are
// unsupported') and code editing ('Code editing is not available on Android').
import { describe, expect, it } from 'vitest';
import { isCodeEditingAvailable } from '../../domain/code-editing.ts';
import { extensionOf, renameProblem } from '../../domain/file-rename.ts';
import { cleanNotification, notificationProblems } from '../../domain/form-notification.ts';
import { videoAccountProblem } from '../../domain/video-accounts.ts';

describe('a form notification', () => {
  it('Emails must be formatted as name@example.com: an address that is not user@domain', () => {
    expect(notificationProblems({ notifyEmail: 'owner-at-example', notifySubject: 'New message' })).toEqual([
      { field: 'notifyEmail', message: 'Emails must be formatted as name@example.com' },
    ]);
    expect(notificationProblems({ notifyEmail: 'owner@example.com', notifySubject: 'New message' })).toEqual([]);
  });

  it('Add an email subject: an address with a blank subject; no address needs no subject', () => {
    expect(notificationProblems({ notifyEmail: 'owner@example.com', notifySubject: '  ' })).toEqual([
      { field: 'notifySubject', message: 'Add an email subject' },
    ]);
    expect(notificationProblems({ notifyEmail: ' ', notifySubject: null })).toEqual([]);
    expect(notificationProblems({ notifyEmail: 'owner@example.com', notifySubject: 'x'.repeat(201) })).toEqual([
      { field: 'notifySubject', message: 'An email subject can be at most 200 characters.' },
    ]);
  });

  it('is kept trimmed, blank as none', () => {
    expect(cleanNotification({ notifyEmail: ' a@b.co ', notifySubject: '' })).toEqual({ notifyEmail: 'a@b.co', notifySubject: null });
  });
});

describe('renaming a file', () => {
  it('Please enter a file name: a blank name', () => {
    expect(renameProblem('Lookbook.pdf', '   ')).toBe('Please enter a file name');
  });

  it('keeps the extension (any case), holds no slash, at most 255 characters', () => {
    expect(renameProblem('Lookbook.pdf', 'Spring.PDF')).toBeNull();
    expect(renameProblem('Lookbook.pdf', 'Spring.zip')).toBe('The name must end in .pdf, as the file does.');
    expect(renameProblem('README', 'notes.txt')).toBe('The name cannot end in an extension: the file has none.');
    expect(renameProblem('a.pdf', 'b\\c.pdf')).toBe('A file name cannot hold / or \\.');
    expect(renameProblem('a.pdf', `${'a'.repeat(252)}.pdf`)).toBe('A file name can be at most 255 characters.');
    expect(extensionOf('.profile')).toBe('');
  });
});

describe('Vimeo Basic accounts are unsupported', () => {
  it('a Vimeo video whose oembed names a Basic account; other accounts and providers pass', () => {
    expect(videoAccountProblem({ providerName: 'Vimeo', accountType: 'basic' })).toBe('Vimeo Basic accounts are unsupported');
    expect(videoAccountProblem({ providerName: 'Vimeo', accountType: 'plus' })).toBeNull();
    expect(videoAccountProblem({ providerName: 'YouTube', accountType: 'basic' })).toBeNull();
    expect(videoAccountProblem(undefined)).toBeNull();
  });
});

describe('Code editing is not available on Android', () => {
  it('an Android user agent may not edit code; a desktop or iPhone one may', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    expect(isCodeEditingAvailable(android)).toBe(false);
    expect(isCodeEditingAvailable('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(true);
    expect(isCodeEditingAvailable('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15')).toBe(true);
  });
});
