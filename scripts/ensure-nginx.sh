#!/usr/bin/env bash
# Installs Debian's nginx for the multi-node suite's load balancer when the machine lacks it (not started as a service:
# the suite runs its own, on a loopback port, with its own configuration).
set -euo pipefail
if [ -x /usr/sbin/nginx ] || command -v nginx > /dev/null 2>&1; then exit 0; fi
echo "Installing Debian's nginx for the multi-node tests…"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx-light > /dev/null 2>&1 \
  || DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx > /dev/null
# The package may start its own server on port 80; the suite needs none.
(command -v service > /dev/null && $SUDO service nginx stop > /dev/null 2>&1) || true
