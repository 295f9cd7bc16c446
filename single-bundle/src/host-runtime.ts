/** The one bundle shares nothing at run time: no federation runtime to start. */
export {};
