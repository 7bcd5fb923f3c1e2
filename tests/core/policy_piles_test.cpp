#include "core/policy_piles.h"

#include <doctest/doctest.h>

using namespace shn;

TEST_CASE("R22 a session takes 3 tiles, keeps 1, discards 2") {
    PolicyPiles piles(6, 11);
    CHECK_FALSE(piles.take(3, Policy::Fascist));
    CHECK(piles.draw_size() == 14);
    CHECK(piles.discard_size() == 2);
    CHECK(piles.liberals_off_board() == 6);
    CHECK(piles.fascists_off_board() == 10);
}

TEST_CASE("R23 the piles are reshuffled together when fewer than 3 tiles are left") {
    PolicyPiles piles(6, 11);
    for (int session = 0; session < 4; ++session) CHECK_FALSE(piles.take(3, Policy::Fascist));
    CHECK(piles.draw_size() == 5);
    CHECK(piles.take(3, Policy::Liberal)); // 2 left: reshuffle
    CHECK(piles.reshuffles() == 1);
    CHECK(piles.draw_size() == 12);
    CHECK(piles.discard_size() == 0);
    CHECK(piles.possible_liberals_in_draw() == 1u << 5); // public: 5 liberal + 7 fascist
}

TEST_CASE("R23 a pile that cannot hold a liberal tile refuses a liberal policy") {
    // After a reshuffle with 1 liberal tile left, two liberal policies in a
    // row from that pile are impossible.
    PolicyPiles piles(6, 11);
    for (int session = 0; session < 4; ++session) REQUIRE_FALSE(piles.take(3, Policy::Liberal));
    REQUIRE(piles.take(3, Policy::Liberal)); // 5 liberal on the board, reshuffle: 1 liberal left
    CHECK(piles.possible_liberals_in_draw() == 1u << 1);
    CHECK(piles.can_take(3, Policy::Liberal));
    piles.take(3, Policy::Liberal);
    CHECK_FALSE(piles.can_take(3, Policy::Liberal));
    CHECK_FALSE(piles.can_take(1, Policy::Liberal));
    CHECK(piles.can_take(3, Policy::Fascist));
    CHECK(piles.can_take(3, std::nullopt));
}

TEST_CASE("R19 a chaos draw of one tile narrows what the pile can hold") {
    PolicyPiles piles(1, 2);
    // 3 tiles, 1 liberal: a fascist on top leaves the liberal in the pile.
    CHECK(piles.can_take(1, Policy::Fascist));
    piles.take(1, Policy::Fascist); // 2 left: reshuffled with the empty discard pile
    CHECK(piles.draw_size() == 2);
    CHECK(piles.possible_liberals_in_draw() == 1u << 1);
}
