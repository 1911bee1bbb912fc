// jsdom stubs for Mantine (see README)
