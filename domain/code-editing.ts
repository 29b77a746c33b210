// Where owners may edit code (a code block's code, a template's text): spec §5 'Code editing is not available on
// Android'. Android browsers are known by their user agent, which names the platform ('Linux; Android 14; …').

/** Whether a browser with this user agent may edit code. */
export const isCodeEditingAvailable = (userAgent: string): boolean => !/\bAndroid\b/i.test(userAgent);
