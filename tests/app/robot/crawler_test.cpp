// The table robot's crawler (issue 31): random play of the whole app with
// the invariants of tests/app/robot/crawler.h checked after every step.
// Each case crawls one seed in one language at one size: the six languages
// at 800x480, 1280x800 and 390x844 (issue 43); together, in the Release
// pass, they take 135,000 steps and over 100,000 person's taps.
// SHN_CRAWL_STEPS sets the steps of each (the `long` label's run takes
// many more); SHN_CRAWL_CHANCE the app's chance (other paths from a seed);
// SHN_CRAWL_TRACE a file for every step taken (to compare two runs).

#include "app/robot/crawler.h"

#include "session/languages.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <iostream>

namespace shn {

namespace {

std::uint64_t steps_per_crawl() {
    if (const char* steps = std::getenv("SHN_CRAWL_STEPS"))
        return std::strtoull(steps, nullptr, 10);
#if defined(__SANITIZE_ADDRESS__)
    return 450; // under the sanitizers (each step some times slower): 8,100 in all
#else
    return 7'500;
#endif
}

void crawl(std::uint64_t seed, int width, int height) {
    const std::string language(kLanguages[(seed - 1) / 3 % kLanguages.size()].id);
    Crawler::Options options{seed, steps_per_crawl(), language, width, height};
    // Another chance for the app (SHN_CRAWL_CHANCE): other paths from the seed.
    if (const char* chance = std::getenv("SHN_CRAWL_CHANCE"))
        options.chance = std::strtoull(chance, nullptr, 10);
    Crawler crawler(options);
    const Crawler::Report report = crawler.run();
    std::cout << "crawl seed " << seed << " " << language << " " << width << "x" << height << ": "
              << report.steps << " steps, " << report.taps << " taps (" << report.person_taps
              << " a person's, " << report.lost_taps << " lost, " << report.changed_under_finger
              << " changed under the finger), " << report.keys << " keys, " << report.kills
              << " kills, " << report.games_ended << " game-over screens, "
              << report.screenshots_compared
              << " screens beside --screenshot; faults: " << report.fault_steps
              << " steps with the disk full (" << report.full_spells << " spells), "
              << report.failing_writes << " failing writes armed, " << report.refused
              << " writes refused (" << report.refused_full << " for a full disk), "
              << report.unfinished_replaced << " unfinished games replaced, "
              << report.stalling_devices << " starts with a stalling sound device (at most "
              << report.stalls << " stalls in one run), " << report.games_kept
              << " games in Past games; arrivals:";
    for (const auto& [screen, count] : report.screens) std::cout << ' ' << screen << '=' << count;
    std::cout << std::endl;
    if (!report.failure.empty()) std::cout << "reproduction:\n" << report.reproduction << std::endl;
    CHECK_MESSAGE(report.failure.empty(), report.failure);
}

} // namespace

TEST_CASE("crawler, seed 1 at 800x480") {
    crawl(1, 800, 480);
}
TEST_CASE("crawler, seed 2 at 1280x800") {
    crawl(2, 1280, 800);
}
TEST_CASE("crawler, seed 3 at 390x844") {
    crawl(3, 390, 844);
}
TEST_CASE("crawler, seed 4 at 800x480") {
    crawl(4, 800, 480);
}
TEST_CASE("crawler, seed 5 at 1280x800") {
    crawl(5, 1280, 800);
}
TEST_CASE("crawler, seed 6 at 390x844") {
    crawl(6, 390, 844);
}
TEST_CASE("crawler, seed 7 at 800x480") {
    crawl(7, 800, 480);
}
TEST_CASE("crawler, seed 8 at 1280x800") {
    crawl(8, 1280, 800);
}
TEST_CASE("crawler, seed 9 at 390x844") {
    crawl(9, 390, 844);
}
TEST_CASE("crawler, seed 10 at 800x480") {
    crawl(10, 800, 480);
}
TEST_CASE("crawler, seed 11 at 1280x800") {
    crawl(11, 1280, 800);
}
TEST_CASE("crawler, seed 12 at 390x844") {
    crawl(12, 390, 844);
}
TEST_CASE("crawler, seed 13 at 800x480") {
    crawl(13, 800, 480);
}
TEST_CASE("crawler, seed 14 at 1280x800") {
    crawl(14, 1280, 800);
}
TEST_CASE("crawler, seed 15 at 390x844") {
    crawl(15, 390, 844);
}
TEST_CASE("crawler, seed 16 at 800x480") {
    crawl(16, 800, 480);
}
TEST_CASE("crawler, seed 17 at 1280x800") {
    crawl(17, 1280, 800);
}
TEST_CASE("crawler, seed 18 at 390x844") {
    crawl(18, 390, 844);
}

} // namespace shn
