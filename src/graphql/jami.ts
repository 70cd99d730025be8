// Placeholder: the jami GraphQL types are being written.
export {};
