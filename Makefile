# DrawerKit — developer entry points. Every target installs what it needs when it is missing.
SWIFT ?= swift
SCRATCH ?= .build

.PHONY: test test-core build format lint docs

## Build and run every test (this is what CI runs).
test: test-core

## The engine's unit, property and replay tests (no UI, no system libraries).
test-core:
	$(SWIFT) build --scratch-path $(SCRATCH) --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --scratch-path $(SCRATCH) --skip-build --filter DrawerCoreTests

build:
	$(SWIFT) build --scratch-path $(SCRATCH)

## Rewrite sources in place with the checked-in .swift-format.
format:
	$(SWIFT) format format --in-place --recursive --parallel Sources Tests

## Report style problems without changing files.
lint:
	$(SWIFT) format lint --recursive --parallel Sources Tests
