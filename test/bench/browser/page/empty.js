// Empty: the null of the script-evaluation figure (the same script-tag load, nothing to run).
