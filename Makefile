# habit: build, install and package like a Unix tool (docs/install.md).
#
#   make                      the release binary, the manual page and the completions
#   make install              into PREFIX (default /usr/local); DESTDIR is honoured
#   make uninstall            removes what install put there
#   make deb                  habit_VERSION_ARCH.deb, with dpkg-deb, in DEBDIR (default .)
#
# The manual page and the completion scripts are printed by the binary itself, from the
# tables `habit help` reads (docs/cli.md); the version is the binary's (`habit --version`).

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man/man1
BASHDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHDIR ?= $(PREFIX)/share/zsh/site-functions
FISHDIR ?= $(PREFIX)/share/fish/vendor_completions.d
SWIFT ?= swift
DEBDIR ?= .

BIN := .build/release/habit
OUT := .build/dist
INSTALLED := $(BINDIR)/habit $(MANDIR)/habit.1 $(BASHDIR)/habit $(ZSHDIR)/_habit $(FISHDIR)/habit.fish

.PHONY: all build install uninstall deb

all: build

# HABIT_RELEASE=1: the build the binary ships as (Package.swift, docs/performance.md);
# without SwiftPM's `$ORIGIN` run path, which only sends the loader looking for libc and
# libm in the binary's own folder first (docs/install.md).
build:
	HABIT_RELEASE=1 $(SWIFT) build -c release --disable-local-rpath --product habit
	mkdir -p $(OUT)
	$(BIN) man > $(OUT)/habit.1
	$(BIN) completions bash > $(OUT)/habit.bash
	$(BIN) completions zsh > $(OUT)/_habit
	$(BIN) completions fish > $(OUT)/habit.fish

install: build
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)" "$(DESTDIR)$(BASHDIR)" "$(DESTDIR)$(ZSHDIR)" "$(DESTDIR)$(FISHDIR)"
	install -m 755 $(BIN) "$(DESTDIR)$(BINDIR)/habit"
	install -m 644 $(OUT)/habit.1 "$(DESTDIR)$(MANDIR)/habit.1"
	install -m 644 $(OUT)/habit.bash "$(DESTDIR)$(BASHDIR)/habit"
	install -m 644 $(OUT)/_habit "$(DESTDIR)$(ZSHDIR)/_habit"
	install -m 644 $(OUT)/habit.fish "$(DESTDIR)$(FISHDIR)/habit.fish"

uninstall:
	for file in $(INSTALLED); do rm -f "$(DESTDIR)$$file"; done

deb: build
	scripts/deb.sh $(DEBDIR)
