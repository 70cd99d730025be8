// Placeholder: the synastry GraphQL types are being written.
export {};
