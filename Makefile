# DrawerKit — developer entry points. Every target installs what it needs when it is missing.
SWIFT ?= swift
SCRATCH ?= .build

.PHONY: check-ios-sdk check-coregraphics pictures bench-glass bench-instructions docs storm fuzz fuzz-smoke fuzz-host fuzz-host-smoke gallery bench bench-peers bench-content check-apple test-apple-runtime test-swiftui-runtime test deps build-tests test-core test-gtk build format lint

## Build and run every test (this is what CI runs).
test: deps check-coregraphics test-core test-gtk check-apple test-apple-runtime test-swiftui-runtime fuzz-smoke fuzz-host-smoke

## System packages the Linux build needs (GTK 4 headers, Xvfb, xdotool, ImageMagick); idempotent.
deps:
	@if [ "$$(uname)" = "Linux" ]; then bash scripts/ensure-gtk-deps.sh; fi

build-tests: deps
	$(SWIFT) build --scratch-path $(SCRATCH) --build-tests

## The engine's unit, property and replay tests (no UI).
test-core: build-tests
	$(SWIFT) test --scratch-path $(SCRATCH) --skip-build --filter DrawerCoreTests

## The GTK adapter's tests: real windows under Xvfb driven by xdotool.
test-gtk: build-tests
	@if [ "$$(uname)" = "Linux" ]; then $(SWIFT) test --scratch-path $(SCRATCH) --skip-build --filter DrawerGTKTests; fi

build:
	$(SWIFT) build --scratch-path $(SCRATCH)

## Rewrite sources in place with the checked-in .swift-format.
format:
	$(SWIFT) format format --in-place --recursive --parallel Sources Tests

## Report style problems without changing files.
lint:
	$(SWIFT) format lint --recursive --parallel Sources Tests

## DocC for every module with warnings as errors (scripts/docs.sh): DrawerCore and DrawerGTK via
## swift-docc-plugin; on Linux the Apple adapters' catalogs over their stand-in type-check's
## symbol graphs (Checks/AppleTypecheck/docs.sh).
docs: deps
	SWIFT=$(SWIFT) SCRATCH=$(SCRATCH) scripts/docs.sh

## Type-check the SwiftUI/UIKit adapters (two SDK variants), every Swift block of README.md and
## docs/, and the seed ports against declarations-only stand-ins for Apple's SDK
## (Checks/AppleTypecheck), warnings as errors; nothing of them is linked or shipped.
check-apple:
	Checks/AppleTypecheck/check.sh

## DrawerCore, DrawerUIKit and DrawerSwiftUI compiled to arm64 object code against Apple's real
## iPhoneOS SDK (Swift 6, whole-module, warnings as errors), then the example app, the docs' blocks
## and the seed ports type-checked against them. IOS_SDK=dir laid out by
## ../shared/tools/ios-sdk/prepare.sh (Checks/AppleSDK/README.md); without it, one line and exit 0.
check-ios-sdk:
	Checks/AppleSDK/check-ios-sdk.sh

## The Linux guard for what Apple's SDK alone would catch in DrawerCore: CoreGraphics imported
## where its API is used, and no synthesized Hashable over CG geometry (iOS 16/17 lack it).
check-coregraphics:
	python3 Checks/AppleSDK/check-coregraphics-use.py

## DrawerUIKit's real code against the behavioural UIKit double (Tests/AppleRuntime, its own
## package): scenario tests that send touches and read what is on screen.
test-apple-runtime:
	cd Tests/AppleRuntime && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build --filter DrawerUIKitScenarios

## DrawerSwiftUI's real code against the behavioural SwiftUI double (the SwiftUI stand-ins with
## bodies, on top of the UIKit double; same package): the README's and docs' screens, the seeds'
## SwiftUI usage and the hosting seam, tapped and dragged through the window; run twice, with the
## display links at 120 Hz (the app declares CADisableMinimumFrameDurationOnPhone) and at 60 Hz.
test-swiftui-runtime:
	cd Tests/AppleRuntime && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build --filter DrawerSwiftUIScenarios \
		&& DRAWER_DOUBLE_60HZ=1 $(SWIFT) test --skip-build --filter DrawerSwiftUIScenarios

## Engine micro-benchmarks (time and mallocs per step); their own package under Benchmarks/.
bench:
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark --format markdown --no-progress

## Instructions per engine drag step and settle tick under callgrind (load-independent); pass
## REVS="<rev> ..." to count older commits beside the working tree.
bench-instructions:
	scripts/bench-instructions.sh $(REVS)

## DrawerKit's GTK navigation drawer vs libadwaita's AdwFlap, frame cost side by side.
bench-peers:
	scripts/bench-peers.sh

## The iOS 26 sheet's frame cost against the attached sheet: attached, floating, translucent, glass,
## glass without its kept image, alternated (issues 37 and 38; docs/PERFORMANCE.md).
bench-glass:
	scripts/bench-glass.sh

## Regenerate the README's pictures (contact sheet, iOS 26 sheet, flick and morph animations) from the tour.
pictures: deps
	SCRATCH=$(SCRATCH) scripts/make-pictures.sh

## Frame cost with 10 vs 10,000 rows in the navigation drawer's virtualised list (the ratio should stay near 1).
bench-content:
	scripts/bench-content.sh

## Build the gallery and open it; without a display, play its tour into out/gallery/ and print the PNG paths.
gallery: deps
	$(SWIFT) build --scratch-path $(SCRATCH) --product drawer-gallery
	@bin="$$($(SWIFT) build --scratch-path $(SCRATCH) --show-bin-path)/drawer-gallery"; \
	if [ -n "$$DISPLAY" ] && xdpyinfo >/dev/null 2>&1; then \
		"$$bin"; \
	else \
		mkdir -p out/gallery && rm -f out/gallery/*.png; \
		GSK_RENDERER=cairo GTK_A11Y=none xvfb-run -a -s "-screen 0 1280x1024x24" "$$bin" --tour out/gallery; \
		ls -1 "$$PWD"/out/gallery/*.png; \
	fi

SECONDS ?= 60
## The engine fuzzer (libFuzzer + AddressSanitizer) for $(SECONDS) seconds: make fuzz SECONDS=1800
fuzz:
	Fuzz/build.sh
	Fuzz/run.sh $(SECONDS)

## The fuzz step of make test: deterministic (fixed seed, fixed number of runs over the committed
## corpus and regressions), so it fails only when the code changed. Exploration is make fuzz.
fuzz-smoke:
	Fuzz/build.sh
	Fuzz/smoke.sh

## The host-model fuzzer (DrawerHostModel: drawers, bindings, pages, morphs, keyboard, input) for $(SECONDS) seconds.
fuzz-host:
	Fuzz/build.sh host
	FUZZ_TARGET=host Fuzz/run.sh $(SECONDS)

## The host fuzzer's deterministic step of make test (as fuzz-smoke: fixed seed and runs).
fuzz-host-smoke:
	Fuzz/build.sh host
	FUZZ_TARGET=host Fuzz/smoke.sh

## GTK input storm: 10,000 seeded real X inputs against the gallery under Xvfb (~15 min);
## DRAWER_STORM_SEED=N to replay; trace, stderr and numbered, timed actions in out/storm/, and
## for an unpaired drag storm-replay-N.txt: DRAWER_STORM_REPLAY=that swift test --filter StormReplay.
storm: build-tests
	@if [ "$$(uname)" = "Linux" ]; then \
		DRAWER_STORM_ACTIONS=$${DRAWER_STORM_ACTIONS:-10000} DRAWER_STORM_LOG=$$PWD/out/storm \
		$(SWIFT) test --scratch-path $(SCRATCH) --skip-build --filter Storm; fi
