// Placeholder: these GraphQL types are being written.
export {};
