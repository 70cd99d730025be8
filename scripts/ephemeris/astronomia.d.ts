// astronomia ships JavaScript without types; the generator reads its series as plain data.
declare module 'astronomia/*';
