import '@testing-library/jest-dom/vitest';

// jsdom has no object URLs; the logo preview only needs a stable string per file.
URL.createObjectURL = (blob: Blob) => `blob:preview/${blob instanceof File ? blob.name : 'blob'}`;
URL.revokeObjectURL = () => {};
